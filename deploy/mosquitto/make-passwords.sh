#!/bin/sh
# Writes the broker's password file (decision 069): the portal's user `portal.ingest` and one user
# per tenant subdomain given, each with a new random password, printed once as `user password`
# (put the portal's in MQTT_URL, give each tenant its own). Mosquitto keeps only salted hashes.
#   deploy/mosquitto/make-passwords.sh /srv/mosquitto/config/passwd demo helios
set -eu
if [ "$#" -lt 1 ]; then
  echo "usage: $0 <password file> [tenant subdomain]..." >&2
  exit 2
fi
file=$1
shift
umask 077
rm -f "$file"
add() {
  password=$(openssl rand -base64 30 | tr -d '/+=\n')
  if [ -f "$file" ]; then
    mosquitto_passwd -b "$file" "$1" "$password"
  else
    mosquitto_passwd -c -b "$file" "$1" "$password"
  fi
  printf '%s %s\n' "$1" "$password"
}
add portal.ingest
for tenant in "$@"; do
  case "$tenant" in
    *[!a-z0-9-]* | '' ) echo "not a tenant subdomain: $tenant" >&2; exit 2 ;;
  esac
  add "$tenant"
done
