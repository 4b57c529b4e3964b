#!/usr/bin/env bash
# Keep the watcher's SQLite state on a dedicated branch between GitHub Actions runs.
#   state.sh restore   fetch $STATE_BRANCH (if it exists) into $RUNNER_TEMP/watcher-state
#   state.sh save      commit $RUNNER_TEMP/watcher-state/watcher.db to $STATE_BRANCH and push
# The branch holds only watcher.db (an orphan history), so it never mixes with your code.
# Runs are serialised by the workflow's `concurrency` group; a push that loses a race fails
# the job rather than overwriting newer state.
set -euo pipefail
: "${STATE_BRANCH:?}" "${RUNNER_TEMP:?}"
dir="$RUNNER_TEMP/watcher-state"
case "${1:-}" in
  restore)
    mkdir -p "$dir"
    if git ls-remote --exit-code --heads origin "$STATE_BRANCH" >/dev/null 2>&1; then
      git fetch --depth=1 origin "$STATE_BRANCH"
      git show "FETCH_HEAD:watcher.db" > "$dir/watcher.db"
      echo "restored state from branch $STATE_BRANCH"
    else
      echo "no branch $STATE_BRANCH yet: this run records the baseline"
    fi
    ;;
  save)
    test -f "$dir/watcher.db"
    if [ -s "$dir/watcher.db-wal" ]; then
      # a run that ended early left committed rows in the write-ahead log: fold them in
      python3 -c 'import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); c.execute("PRAGMA wal_checkpoint(TRUNCATE)"); c.close()' "$dir/watcher.db"
    fi
    work="$(mktemp -d)"
    git -C "$work" init -q
    git -C "$work" checkout -q --orphan "$STATE_BRANCH"
    if git ls-remote --exit-code --heads origin "$STATE_BRANCH" >/dev/null 2>&1; then
      git fetch --depth=1 origin "$STATE_BRANCH"
      parent="$(git rev-parse FETCH_HEAD)"
      git -C "$work" fetch -q --depth=1 "$(git rev-parse --show-toplevel)" "$parent"
      git -C "$work" reset -q --soft "$parent"
    fi
    cp "$dir/watcher.db" "$work/watcher.db"
    git -C "$work" add watcher.db
    if git -C "$work" diff --cached --quiet; then
      echo "state unchanged"
      exit 0
    fi
    git -C "$work" -c user.name="github-actions[bot]" \
      -c user.email="41898282+github-actions[bot]@users.noreply.github.com" \
      commit -q -m "watcher state after run ${GITHUB_RUN_ID:-local}"
    url="$(git remote get-url origin)"
    auth="$(git config --get "http.https://github.com/.extraheader" || true)"
    git -C "$work" -c "http.https://github.com/.extraheader=$auth" push -q "$url" "HEAD:refs/heads/$STATE_BRANCH"
    echo "saved state to branch $STATE_BRANCH"
    ;;
  *)
    echo "usage: state.sh restore|save" >&2
    exit 2
    ;;
esac
