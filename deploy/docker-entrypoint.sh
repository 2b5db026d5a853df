#!/bin/sh
# Writes config.json and the Content-Security-Policy from the environment, then runs the command (nginx).
# Settings that are not valid stop the container here, with a message.
set -eu
node /opt/dashboard/deploy/configure.mjs /usr/share/nginx/html /etc/nginx/dashboard-csp.conf
exec "$@"
