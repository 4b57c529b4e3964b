"""Artifact zips from a runner: bombs refused, sizes capped, the token stays on the API host."""

from __future__ import annotations

import io
import struct
import zipfile

import httpx
import pytest
import respx
from github import Github

from watcher.dispatch.github_actions import GitHubActionsBackend, read_result_file
from watcher.errors import DispatchRejected

API = "https://api.github.test"
TOKEN = "ghs_artifactCanaryToken000000000000"


def _zip(name: str, data: bytes, method: int = zipfile.ZIP_DEFLATED) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", method) as zf:
        zf.writestr(name, data)
    return buf.getvalue()


def _lie_about_size(blob: bytes, size: int) -> bytes:
    """Patch the local and central headers to claim ``size`` uncompressed bytes."""
    out = bytearray(blob)
    local = out.find(b"PK\x03\x04")
    out[local + 22 : local + 26] = struct.pack("<I", size)
    central = out.find(b"PK\x01\x02")
    out[central + 24 : central + 28] = struct.pack("<I", size)
    return bytes(out)


def test_zip_bomb_is_refused_from_its_declared_size() -> None:
    """64 MiB of zeros (64 KiB compressed) named result.json: refused before inflating."""
    bomb = _zip("result.json", b"0" * (64 << 20))
    assert len(bomb) < 1 << 20
    with pytest.raises(DispatchRejected, match=r"over the .*-byte cap"):
        read_result_file(bomb, max_bytes=4 << 20)


def test_zip_bomb_lying_about_its_size_is_refused() -> None:
    """A bomb whose headers claim 100 bytes never inflates past the cap."""
    bomb = _lie_about_size(_zip("result.json", b"0" * (64 << 20)), 100)
    with pytest.raises(DispatchRejected):
        read_result_file(bomb, max_bytes=4 << 20)


def test_nested_and_decoy_members() -> None:
    """A huge decoy next to a small result.json does not matter; only result.json is read."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as zf:
        zf.writestr("decoy.bin", b"0" * (32 << 20))
        zf.writestr("result.json", b'{"ok": 1}')
    assert read_result_file(buf.getvalue()) == b'{"ok": 1}'


@pytest.mark.parametrize("blob", [b"", b"not a zip", b"PK\x03\x04" + b"\x00" * 50])
def test_garbage_is_not_a_readable_zip(blob: bytes) -> None:
    """Bytes that are not a zip are refused with a clear, typed error."""
    with pytest.raises(DispatchRejected, match=r"not a readable zip|no result\.json"):
        read_result_file(blob)


def _backend(http: httpx.Client, **kw: object) -> GitHubActionsBackend:
    return GitHubActionsBackend(
        Github(base_url=API, lazy=True),
        http,
        api_url=API,
        token=TOKEN,
        default_repo="o/bench",
        **kw,  # type: ignore[arg-type]
    )


@respx.mock
def test_download_never_forwards_the_token_off_the_api_host() -> None:
    """API → 302 to another API path (token) → 302 to storage, another port, http (none)."""
    blob = _zip("result.json", b"{}")
    respx.get(f"{API}/a/zip").mock(
        return_value=httpx.Response(302, headers={"Location": f"{API}/b/zip"})
    )
    respx.get(f"{API}/b/zip").mock(
        return_value=httpx.Response(302, headers={"Location": "https://api.github.test:8443/c"})
    )
    respx.get("https://api.github.test:8443/c").mock(
        return_value=httpx.Response(302, headers={"Location": "http://storage.test/blob?sig=x"})
    )
    storage = respx.get("http://storage.test/blob").mock(
        return_value=httpx.Response(200, content=blob)
    )
    with httpx.Client() as http:
        assert _backend(http)._download(f"{API}/a/zip") == blob
    calls = {str(c.request.url): c.request.headers.get("authorization") for c in respx.calls}
    assert calls[f"{API}/a/zip"] == f"Bearer {TOKEN}"
    assert calls[f"{API}/b/zip"] == f"Bearer {TOKEN}"
    assert calls["https://api.github.test:8443/c"] is None
    assert storage.calls.last.request.headers.get("authorization") is None


@respx.mock
def test_download_stops_at_the_zip_cap_without_content_length() -> None:
    """A streamed body with no length is cut off at max_zip_bytes."""

    def endless() -> object:
        """Chunks well past the cap."""
        for _ in range(1000):
            yield b"\x00" * 1024

    respx.get(f"{API}/z").mock(return_value=httpx.Response(200, content=endless()))
    with httpx.Client() as http, pytest.raises(DispatchRejected, match="cap"):
        _backend(http, max_zip_bytes=10_000)._download(f"{API}/z")
