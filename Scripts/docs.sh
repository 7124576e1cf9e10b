#!/usr/bin/env bash
# The API reference (README, "Documentation"): the library's doc comments rendered by the toolchain's DocC into a
# static site, with the landing page of Sources/LayoutKitLinux/LayoutKitLinux.docc and the Docs/ guides as articles
# (their links to one another, `[CLI.md](CLI.md#x)`, become DocC links, `doc:CLI#x`, so DocC checks them too).
#   Scripts/docs.sh [OUTPUT]      (default .build/docs; open OUTPUT/index.html through any static web server)
# Fails on any DocC warning (a broken symbol link, a documented parameter that does not exist, ...).
# Uses the debug build `swift build` (or `swift test`) leaves: symbol graphs are extracted from its module, so the
# library is not compiled a second time. No package dependency: swift-symbolgraph-extract and docc ship with Swift.
# Cost, measured on the project's 2-core machine with other builds running (load 10): the no-op `swift build` 8.5 s,
# swift-symbolgraph-extract 2.6 s, docc convert 17.5 s (95 MB resident); the site is about 25 MB.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
    export PATH="/opt/swift/usr/bin:$PATH"
fi
output="${1:-.build/docs}"
swift build --product layout-dump >/dev/null
build=".build/debug"
graphs="$(mktemp -d)"
catalog="$(mktemp -d)/LayoutKitLinux.docc"
log="$(mktemp)"
trap 'rm -rf "$graphs" "$(dirname "$catalog")" "$log"' EXIT

swift-symbolgraph-extract -module-name LayoutKitLinux -I "$build/Modules" -target "$(uname -m)-unknown-linux-gnu" \
    -output-dir "$graphs" -minimum-access-level public -skip-inherited-docs
cp -R Sources/LayoutKitLinux/LayoutKitLinux.docc "$catalog"
mkdir -p "$catalog/Guides"
# Links to a section of another page keep the page (DocC's section names differ from GitHub's); VisualDescription.md
# is renamed, as DocC cannot tell an article from the enum of that name; Samples.md is about this repository's tests.
# A wrapped line that begins with a scale (`  @3x)`) is escaped (`\@3x`): DocC would read it as a directive.
for page in Docs/*.md; do
    name="$(basename "$page" .md)"
    [ "$name" = Samples ] && continue
    [ "$name" = VisualDescription ] && name=VisualDescriptionFormat
    sed -E -e 's/^([[:space:]]+)@([0-9])/\1\\@\2/' -e 's/\]\(([A-Za-z-]+)\.md(#[^)]*)?\)/](doc:\1)/g' -e 's/\(doc:VisualDescription\)/(doc:VisualDescriptionFormat)/g' \
        -e 's/\[Samples\.md\]\(doc:Samples\)/`Docs\/Samples.md`/g' "$page" >"$catalog/Guides/$name.md"
done
rm -rf "$output"
if ! docc convert "$catalog" --additional-symbol-graph-dir "$graphs" \
        --fallback-display-name LayoutKitLinux --fallback-bundle-identifier LayoutKitLinux \
        --transform-for-static-hosting --warnings-as-errors --output-path "$output" >"$log" 2>&1; then
    cat "$log" >&2
    echo "Scripts/docs.sh: DocC reported the problems above (warnings count: every one fails)." >&2
    exit 1
fi
echo "API reference: $output/documentation/layoutkitlinux/index.html (serve $output statically)"
