#!/usr/bin/env bash
# The project's test command (README, "The two commands"; .ci/run calls exactly this):
#   1. `swift test`, the whole suite;
#   2. the API reference (Scripts/docs.sh: DocC over the build `swift test` left), failing on any DocC warning;
#   3. the coverage-guided fuzzer of Docs/Fuzzing.md for FUZZ_SECONDS (default 60), failing on any crash, timeout
#      or out-of-memory, after replaying every kept regression input.
# Extra arguments go to `swift test` (e.g. Scripts/test.sh --filter CLI).
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
    export PATH="/opt/swift/usr/bin:$PATH"
fi
swift test "$@"
Scripts/docs.sh
Scripts/fuzz.sh "${FUZZ_SECONDS:-60}"
