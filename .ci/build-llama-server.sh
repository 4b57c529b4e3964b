#!/usr/bin/env bash
# Build static CPU-only llama-server and llama-bench from the llama.cpp sources vendored in
# the PyPI sdist of llama-cpp-python, and cache them OUTSIDE the clone, keyed by sdist version.
#
# Usage: .ci/build-llama-server.sh            # prints the directory holding the binaries
# Env:   LLAMA_CPP_PYTHON_VERSION (default 0.3.36)
#        UPSTREAM_WATCHER_CACHE   (default ${XDG_CACHE_HOME:-$HOME/.cache}/upstream-watcher)
#        BUILD_JOBS               (default: nproc)
# A second run with the same version finds the cache and only prints its path.
set -euo pipefail

version="${LLAMA_CPP_PYTHON_VERSION:-0.3.36}"
cache_root="${UPSTREAM_WATCHER_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/upstream-watcher}"
dest="$cache_root/llama-server-$version"
jobs="${BUILD_JOBS:-$(nproc)}"
python="${PYTHON:-python3}"

if [[ -x "$dest/bin/llama-server" && -x "$dest/bin/llama-bench" && -f "$dest/BUILD-OK" ]]; then
    echo "$dest/bin"
    exit 0
fi

mkdir -p "$cache_root"
# One build at a time per cache: a second caller waits for the first one's result.
exec 9>"$cache_root/llama-server-$version.lock"
flock 9
if [[ -x "$dest/bin/llama-server" && -f "$dest/BUILD-OK" ]]; then
    echo "$dest/bin"
    exit 0
fi

work="$(mktemp -d "$cache_root/build-$version.XXXXXX")"
trap 'rm -rf "$work"' EXIT
start=$(date +%s)

echo "build-llama-server: downloading llama-cpp-python==$version sdist" >&2
# Only llama-cpp-python itself must come as an sdist; its build backend may be a wheel.
"$python" -m pip download --quiet --no-deps --no-binary=llama-cpp-python \
    "llama-cpp-python==$version" -d "$work/dl" >&2
sdist="$(ls "$work"/dl/llama_cpp_python-*.tar.gz)"
tar -xzf "$sdist" -C "$work" --wildcards '*/vendor/llama.cpp/*'
src="$(ls -d "$work"/llama_cpp_python-*/vendor/llama.cpp)"

echo "build-llama-server: configuring $src" >&2
cmake -S "$src" -B "$work/build" -G Ninja \
    -DCMAKE_BUILD_TYPE=Release -DGGML_NATIVE=OFF -DBUILD_SHARED_LIBS=OFF \
    -DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF -DLLAMA_BUILD_SERVER=ON \
    -DLLAMA_BUILD_APP=OFF -DLLAMA_OPENSSL=OFF -DLLAMA_CURL=OFF \
    -DLLAMA_BUILD_UI=OFF -DLLAMA_USE_PREBUILT_UI=OFF >&2
echo "build-llama-server: building llama-server llama-bench with $jobs jobs" >&2
cmake --build "$work/build" --target llama-server llama-bench -j "$jobs" >&2

mkdir -p "$dest.tmp/bin"
cp "$work/build/bin/llama-server" "$work/build/bin/llama-bench" "$dest.tmp/bin/"
"$dest.tmp/bin/llama-server" --version >"$dest.tmp/VERSION" 2>&1 || true
echo "llama-cpp-python==$version built in $(( $(date +%s) - start ))s" >"$dest.tmp/BUILD-OK"
rm -rf "$dest"
mv "$dest.tmp" "$dest"
cat "$dest/BUILD-OK" >&2
echo "$dest/bin"
