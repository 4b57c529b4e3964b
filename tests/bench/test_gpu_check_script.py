"""benchmarks/gpu_check.sh is valid bash and refuses plainly where there is no GPU."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "gpu_check.sh"


def test_gpu_check_parses() -> None:
    """bash -n: the script is syntactically valid."""
    out = subprocess.run(["bash", "-n", str(SCRIPT)], capture_output=True, text=True, timeout=30)
    assert out.returncode == 0, out.stderr


def test_gpu_check_without_nvidia_smi_says_so(tmp_path: Path) -> None:
    """No nvidia-smi on PATH: exit 1 with one line, before building anything."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for tool in ("dirname", "mktemp", "mkdir", "date", "nproc"):
        found = shutil.which(tool)
        assert found, tool
        (bin_dir / tool).symlink_to(found)
    out = subprocess.run(
        [shutil.which("bash") or "bash", str(SCRIPT)],
        env={"PATH": str(bin_dir), "GPU_CHECK_DIR": str(tmp_path / "w")},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.returncode == 1
    assert out.stderr.strip() == "gpu-check: nvidia-smi not found: this check needs an NVIDIA GPU"
    assert not (tmp_path / "w" / "build").exists()
