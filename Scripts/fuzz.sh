#!/usr/bin/env bash
# Builds and runs the coverage-guided fuzz target of Docs/Fuzzing.md.
#
#   Scripts/fuzz.sh [SECONDS] [libFuzzer options...]     e.g. Scripts/fuzz.sh 60, Scripts/fuzz.sh 0 -runs=1000000
#
# SECONDS: how long to run (default 60; 0 = until stopped or until -runs is reached). Exits non-zero on any crash,
# timeout or out-of-memory; the input that caused it is written to .build/fuzz/artifacts/ (keep it in
# Fuzz/regressions/ once fixed). The working corpus grows in .build/fuzz/corpus; the seeds are Examples/*.json,
# Fuzz/seeds/, Fuzz/regressions/ and the layouts of the test fixtures. FUZZ_SANITIZE=address adds AddressSanitizer.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swiftc >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swiftc ]; then
    export PATH="/opt/swift/usr/bin:$PATH"
fi

seconds="${1:-60}"
shift || true
out=.build/fuzz
binary="$out/fuzz-layout-document${FUZZ_SANITIZE:+-$FUZZ_SANITIZE}"
mkdir -p "$out/corpus" "$out/artifacts"

# Rebuild when any library or fuzz source is newer than the binary. The sources are copied first, so that editing
# one during the minute the build takes cannot fail it; the binary is swapped in whole, so a running fuzzer keeps its own.
if [ ! -x "$binary" ] || [ -n "$(find Sources/LayoutKitLinux Fuzz -name '*.swift' -newer "$binary" | head -1)" ]; then
    echo "fuzz: building $binary" >&2
    rm -rf "$out/src" && mkdir -p "$out/src"
    find Sources/LayoutKitLinux Fuzz -name '*.swift' -exec cp --parents {} "$out/src/" \;
    # shellcheck disable=SC2046
    swiftc -O -parse-as-library -module-name LayoutKitLinux \
        -sanitize=fuzzer${FUZZ_SANITIZE:+,$FUZZ_SANITIZE} $(find "$out/src" -name '*.swift' | sort) -o "$binary.new"
    mv "$binary.new" "$binary"
fi

# Seed the working corpus (libFuzzer reads every directory given; the first one is where it writes new inputs).
seeds="$out/seeds"
rm -rf "$seeds" && mkdir -p "$seeds"
cp Examples/*.json "$seeds/"
[ -d Fuzz/seeds ] && cp Fuzz/seeds/* "$seeds/" 2>/dev/null || true
[ -d Fuzz/regressions ] && cp Fuzz/regressions/* "$seeds/" 2>/dev/null || true
# The test fixtures (Tests/LayoutTests/Fixtures, Tests/LayoutTests/Charon) hold a layout document under "layout"
# (and its container and scale under "context"): each becomes a seed, when python3 is there to take it out.
if command -v python3 >/dev/null 2>&1; then
    find Tests/LayoutTests -name '*.json' -print0 | python3 -c '
import json, os, sys
for path in sys.stdin.read().split("\0"):
    if not path:
        continue
    try:
        fixture = json.load(open(path, encoding="utf-8"))
    except (ValueError, OSError):
        continue
    if not isinstance(fixture, dict) or not isinstance(fixture.get("layout"), dict):
        continue
    document = dict(fixture.get("context") or {}, **fixture["layout"])
    name = "fixture-" + path.replace("/", "-")
    json.dump(document, open(os.path.join(sys.argv[1], name), "w", encoding="utf-8"), indent=1)
' "$seeds"
fi

options=(-timeout=10 -rss_limit_mb=2048 -max_len=65536 -print_final_stats=1
         -artifact_prefix="$out/artifacts/" -dict=Fuzz/layout.dict)
if [ "$seconds" != 0 ]; then options+=(-max_total_time="$seconds"); fi
echo "fuzz: running ${seconds}s (0 = unbounded) with ${options[*]} $*" >&2
exec "$binary" "${options[@]}" "$@" "$out/corpus" "$seeds"
