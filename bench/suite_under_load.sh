#!/usr/bin/env bash
# The full test suite, three times in a row, while other processes keep every core busy: the
# suite must pass on a loaded machine, not only on an idle one (no test depends on the
# machine's speed: tests/timeguard.py).
#
#   bash bench/suite_under_load.sh [RUNS] [-- EXTRA PYTEST ARGS]
#
# Starts one busy loop per core (plain Python arithmetic, at normal priority, as another
# developer's build would be), runs the README's test command RUNS times (default 3), and
# prints each run's wall time, its result line and every failure, then a summary line:
#   under load: 3 runs, 0 failed runs, times 412 s 405 s 417 s
# Exit status 1 if any run failed. Uses .venv (make it with the README's test command).
set -uo pipefail
cd "$(dirname "$0")/.."

runs=3
if [[ $# -gt 0 && $1 != "--" ]]; then runs=$1; shift; fi
[[ ${1:-} == "--" ]] && shift
extra=("$@")
python=.venv/bin/python
[[ -x $python ]] || { echo "no .venv: run the README's test command first" >&2; exit 2; }

cores=$(nproc)
load=()
for _ in $(seq "$cores"); do
    "$python" -c 'while True: sum(i * i for i in range(10_000))' &
    load+=($!)
done
stop_load() { kill "${load[@]}" 2>/dev/null; wait "${load[@]}" 2>/dev/null; }
trap stop_load EXIT
echo "busy loops: ${#load[@]} (one per core, $cores cores)"

log=$(mktemp -d /tmp/suite-under-load.XXXXXX)
times=()
failed=0
for run in $(seq "$runs"); do
    start=$(date +%s)
    CI=true "$python" -m pytest -q -n auto -p no:cacheprovider "${extra[@]}" \
        >"$log/run$run.txt" 2>&1
    status=$?
    took=$(( $(date +%s) - start ))
    times+=("$took s")
    result=$(grep -E '^(=+ )?[0-9]+ (passed|failed)|[0-9]+ (passed|failed|error)' "$log/run$run.txt" | tail -n 1)
    echo "run $run: ${took} s, exit $status: $result"
    if [[ $status -ne 0 ]]; then
        failed=$((failed + 1))
        grep -E '^(FAILED|ERROR) ' "$log/run$run.txt" | sed 's/^/    /'
    fi
done
echo "under load: $runs runs, $failed failed runs, times ${times[*]} (logs in $log)"
[[ $failed -eq 0 ]]
