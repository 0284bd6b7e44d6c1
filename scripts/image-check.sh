#!/usr/bin/env bash
# The Dockerfile's stages without Docker, on a clean checkout of the committed tree (HEAD), for machines
# without a Docker engine: build (npm ci, npm run build), production dependencies alone (npm ci --omit=dev),
# the runtime folder assembled as the image's last stage copies it, then the set-up step, the app and the job worker
# started as `node` itself by an unprivileged user against a scratch database: /api/health must answer 200 and an
# enquiry's mails must reach an SMTP server. Prints the folder sizes and the server's memory, direct vs npm.
#
#   bash scripts/image-check.sh          # PostgreSQL at TEST_DATABASE_SERVER (postgres://postgres@127.0.0.1:5432)
#
# Keep it in step with the Dockerfile. It takes several minutes (two installs and a build), so CI does not run it.
set -euo pipefail
repo=$(git -C "$(dirname "$0")/.." rev-parse --show-toplevel)
server=${TEST_DATABASE_SERVER:-postgres://postgres@127.0.0.1:5432}
port=${IMAGE_CHECK_PORT:-3290}
user=${IMAGE_CHECK_USER:-nobody}
work=$(mktemp -d /tmp/image-check.XXXXXX)
chmod 755 "$work"
db="image_check_$$"
pids=()
stop_tree() {
  local child
  for child in $(pgrep -P "$1"); do stop_tree "$child"; done
  kill "$1" 2>/dev/null || true
}
cleanup() {
  # runuser (and npm's shell) do not pass a signal on: stop every process under each one started here.
  for pid in "${pids[@]}"; do stop_tree "$pid"; done
  sleep 1
  psql "$server/postgres" -qc "DROP DATABASE IF EXISTS $db WITH (FORCE)" >/dev/null 2>&1 || true
  [ -n "${KEEP:-}" ] || rm -rf "$work"
}
trap cleanup EXIT
started=$SECONDS
step() { printf '\n== %s (%ss)\n' "$*" "$((SECONDS - started))"; }

step "clean checkout of $(git -C "$repo" rev-parse --short HEAD)"
mkdir "$work/build"
git -C "$repo" archive HEAD | tar -x -C "$work/build"

step "stage build: npm ci, npm run build"
(cd "$work/build" && npm ci --no-audit --no-fund --loglevel=error && NEXT_TELEMETRY_DISABLED=1 npm run build >build.log)
rm -rf "$work/build/.next/cache"

step "stage deps: npm ci --omit=dev"
mkdir "$work/deps"
cp "$work/build/package.json" "$work/build/package-lock.json" "$work/deps/"
(cd "$work/deps" && npm ci --omit=dev --no-audit --no-fund --loglevel=error && rm -rf node_modules/@next/swc-*)

step "runtime folder, as the image's last stage copies it"
rt="$work/runtime"
mkdir "$rt"
cp -a "$work/deps/node_modules" "$rt/"
(cd "$work/build" && cp -a package.json package-lock.json next.config.mjs public .next "$rt/")
mkdir -p "$rt/i18n" "$rt/src/platform" && cp "$work/build/i18n/locales.js" "$rt/i18n/" &&
  cp "$work/build/src/platform/security-headers.mjs" "$rt/src/platform/"
mkdir -p "$rt/media" "$rt/.next/cache"
chown -R "$user" "$rt/.next" "$rt/media"
echo "build stage (what the old image shipped, less the build cache): $(du -sh "$work/build" | cut -f1)"
echo "runtime folder (the image's /app now):                            $(du -sh "$rt" | cut -f1)"

step "SMTP sink and scratch database"
node --input-type=module -e "
  import { appendFileSync } from 'node:fs'
  import { createRequire } from 'node:module'
  const { SMTPServer } = createRequire('$repo/package.json')('smtp-server')
  const server = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS', 'AUTH'], logger: false,
    onData(stream, session, cb) { stream.resume(); stream.on('end', () => {
      appendFileSync('$work/mail.log', session.envelope.rcptTo.map((r) => r.address).join(',') + '\n'); cb() }) } })
  server.listen($((port + 1)), '127.0.0.1')
" &
pids+=($!)
psql "$server/postgres" -qc "CREATE DATABASE $db" >/dev/null
env_vars=(NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=$port DATABASE_URI="$server/$db"
  PAYLOAD_SECRET=image-check-secret-of-at-least-32-characters ADMIN_EMAIL=staff@image.test
  ADMIN_PASSWORD=image-check-password NEXT_PUBLIC_SERVER_URL=http://127.0.0.1:$port
  SMTP_HOST=127.0.0.1 SMTP_PORT=$((port + 1)) MAIL_FROM=hello@image.test MEDIA_DIR="$rt/media" HOME=/tmp)

wait_health() {
  for _ in $(seq 1 240); do
    if curl -fsS "http://127.0.0.1:$port/api/health" >"$work/health.json" 2>/dev/null; then return 0; fi
    sleep 0.5
  done
  echo "no healthy answer"; cat "$work/app.log"; return 1
}
# KB of memory (RSS) of what runs under runuser: the process it started and all of that one's descendants.
tree_rss() {
  local total=0 pid
  for pid in $(pgrep -P "$1"); do total=$((total + $(subtree_rss "$pid"))); done
  echo "$total"
}
subtree_rss() {
  local total child
  total=$(ps -o rss= -p "$1" 2>/dev/null || echo 0)
  for child in $(pgrep -P "$1"); do total=$((total + $(subtree_rss "$child"))); done
  echo "$total"
}

step "set-up: the command of docker-compose.yml's setup service, as $user"
(cd "$rt" && runuser -u "$user" -- env "${env_vars[@]}" node --conditions=production .next/setup.mjs >"$work/setup.log" 2>&1) ||
  { echo "the set-up step failed"; cat "$work/setup.log"; exit 1; }
grep -o 'Set-up done in [0-9]* ms' "$work/setup.log"

step "app: node node_modules/next/dist/bin/next start, as $user"
(cd "$rt" && exec runuser -u "$user" -- env "${env_vars[@]}" node node_modules/next/dist/bin/next start >"$work/app.log" 2>&1) &
app=$!
pids+=($app)
wait_health
echo "GET /api/health: $(cat "$work/health.json")"
curl -fsS "http://127.0.0.1:$port/es" | grep -q 'Madrid Edu Travel' || { echo "the home page lacks its content"; exit 1; }
sleep 3
direct=$(tree_rss "$app")

step "worker: the command of npm run jobs (as docker-compose.yml runs it), as $user"
(cd "$rt" && exec runuser -u "$user" -- env "${env_vars[@]}" node --conditions=production --max-old-space-size=160 \
  --max-semi-space-size=4 .next/jobs-worker.mjs >"$work/worker.log" 2>&1) &
pids+=($!)
curl -fsS -o /dev/null -X POST "http://127.0.0.1:$port/api/contacts" -H 'Content-Type: application/json' \
  -H "Origin: http://127.0.0.1:$port" -d '{"name":"Image Check","email":"sender@image.test","organization":"IES Docker",
  "contactType":"school","destination":"madrid","message":"Checking the image steps.","privacyConsent":true}'
for _ in $(seq 1 90); do
  grep -q 'sender@image.test' "$work/mail.log" 2>/dev/null && grep -q 'hello@image.test' "$work/mail.log" && break
  sleep 1
done
if ! grep -q 'sender@image.test' "$work/mail.log" 2>/dev/null; then echo "the worker sent no mail"; cat "$work/worker.log"; exit 1; fi
echo "mail delivered by the worker to: $(sort -u "$work/mail.log" | tr '\n' ' ')"
stop_tree "$app"
wait "$app" 2>/dev/null || true

step "for comparison: the same app through npm start"
(cd "$rt" && exec runuser -u "$user" -- env "${env_vars[@]}" npm start --silent >"$work/app.log" 2>&1) &
app=$!
pids+=($app)
wait_health
sleep 3
echo "server memory (RSS of the process tree): node directly $((direct / 1024)) MB, through npm start $(($(tree_rss "$app") / 1024)) MB"

step "done"
