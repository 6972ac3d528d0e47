#!/usr/bin/env bash
# Runs a test command with the machine loaded: two CPU-burning processes run beside it (as on a busy
# 2-core CI machine) and are always stopped at the end, on success, failure or Ctrl-C.
#   scripts/loaded-test.sh npx vitest run --project app tests/app/access/log-out.test.tsx
#   scripts/loaded-test.sh npm test
# BURNERS=n sets how many burners run (2 by default).
set -uo pipefail
if [ "$#" -eq 0 ]; then
  echo "usage: $0 <test command...>" >&2
  exit 2
fi

burners=()
stop_burners() {
  for pid in "${burners[@]}"; do kill "$pid" 2>/dev/null; done
  for pid in "${burners[@]}"; do wait "$pid" 2>/dev/null; done
  burners=()
}
trap stop_burners EXIT
trap 'stop_burners; exit 130' INT
trap 'stop_burners; exit 143' TERM

for _ in $(seq 1 "${BURNERS:-2}"); do
  ( while :; do :; done ) &
  burners+=("$!")
done
echo "loaded-test: ${#burners[@]} CPU burners running (pids ${burners[*]})" >&2

start=$(date +%s)
"$@"
status=$?
echo "loaded-test: '$*' exited $status after $(( $(date +%s) - start )) s under load" >&2
exit "$status"
