#!/bin/sh
# The image's two commands (and the one-shot migration). exec: the process gets SIGTERM directly,
# so Nest's shutdown hooks run on `docker stop`.
set -eu
case "${1:-api}" in
  api) exec node dist/services/api/main.js ;;
  worker) exec node dist/services/worker/main.js ;;
  migrate) exec node dist/services/api/main.js migrate ;;
  *) exec "$@" ;;
esac
