#!/bin/sh
# Runs its arguments inside a private D-Bus session with a throwaway, unlocked gnome-keyring, so that keytar finds a
# real Secret Service on a headless machine (CI, containers, SSH):  scripts/with-keyring.sh npx vitest run …
# The keyring lives in a temporary directory removed afterwards, so the user's own keyrings are never touched.
set -eu

if [ "$#" -eq 0 ]; then
  echo "usage: $0 COMMAND [ARG...]" >&2
  exit 2
fi
for tool in dbus-run-session gnome-keyring-daemon; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "$0: $tool is not installed (Debian: apt-get install dbus gnome-keyring)" >&2
    exit 127
  fi
done

keyrings=$(mktemp -d "${TMPDIR:-/tmp}/aqar-keyring.XXXXXX")
trap 'rm -rf "$keyrings"' EXIT
trap 'exit 130' INT TERM

# An empty password makes gnome-keyring ask a GUI prompter, which fails headless; any non-empty one works, and this
# one guards only the throwaway keyring. XDG_DATA_HOME is set for the daemon alone: the command keeps its own.
status=0
dbus-run-session -- sh -c '
  printf %s aqar-lens-throwaway | XDG_DATA_HOME="$1" gnome-keyring-daemon --unlock --components=secrets >/dev/null ||
    { echo "with-keyring: gnome-keyring-daemon could not start and unlock a keyring" >&2; exit 125; }
  shift
  exec "$@"
' with-keyring "$keyrings/data" "$@" || status=$?
exit "$status"
