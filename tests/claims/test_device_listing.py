"""A device listing over a run's output sets the run up: the CPU its output prints is the
accelerator's host (reading rules §3: the hardware is the accelerator). The texts are made
up for the tests."""

from __future__ import annotations

from watcher.claims import Claim, extract_claims
from watcher.rules import Vocabulary


def _by_value(text: str, vocab: Vocabulary) -> dict[float, Claim]:
    return {c.value: c for c in extract_claims(text, vocab)}


_SMI = (
    "```\n"
    "+---------------------------------+----------------------+\n"
    "| GPU  Name        Persistence-M  | Bus-Id        Disp.A |\n"
    "|=================================+======================|\n"
    "|   0  NVIDIA GeForce RTX 3080 Off | 00000000:01:00.0 Off |\n"
    "+---------------------------------+----------------------+\n"
    "```\n"
)
_RUN = (
    "```\n"
    "goos: linux\n"
    "cpu: AMD Ryzen 9 5900X 12-Core Processor\n"
    "BenchmarkDecode-24     120     9012345 ns/op     611.2 tokens/s\n"
    "BenchmarkDecode-24     121     9001234 ns/op     613.9 tokens/s\n"
    "```\n"
)


def test_the_card_listed_above_a_runs_output_is_its_hardware(vocab: Vocabulary) -> None:
    """nvidia-smi's table over a benchmark's output: the card is the run's, the "cpu:" line
    names its host, and the device index "0" counts no GPUs."""
    got = _by_value(f"## CUDA\n\n{_SMI}\n{_RUN}", vocab)
    assert got[611.2].hardware == "RTX 3080"
    assert got[613.9].hardware == "RTX 3080"
    assert got[611.2].gpu_count is None


def test_a_device_line_past_a_remark_still_sets_the_run_up(vocab: Vocabulary) -> None:
    text = (
        f"## ROCm\n\nDevice: AMD Radeon RX 7900 XTX (gfx1100)\n\nThe same command again:\n\n{_RUN}"
    )
    got = _by_value(text, vocab)
    assert got[611.2].hardware == "RX 7900 XTX"


def test_a_cpu_run_reported_below_a_gpu_run_keeps_its_cpu(vocab: Vocabulary) -> None:
    """A paragraph above that reports a speed is another run, not this run's setup: the CPU
    run of its own paragraph keeps its CPU."""
    text = (
        "On the RTX 3080 decode runs at 140 tok/s.\n\n"
        "With the GPU disabled, the Ryzen 9 5900X alone manages 12 tok/s."
    )
    got = _by_value(text, vocab)
    assert got[140].hardware == "RTX 3080"
    assert got[12].hardware == "Ryzen 9 5900X"


def test_a_cpu_alone_in_its_section_is_the_hardware(vocab: Vocabulary) -> None:
    got = _by_value(f"## CPU\n\n{_RUN}\n## CUDA\n\n{_SMI}", vocab)
    assert got[611.2].hardware == "Ryzen 9 5900X"


def test_a_listing_tables_own_rows_stand_not_between_it_and_the_run(vocab: Vocabulary) -> None:
    """The rows under the card in a device table (fan, power, memory in use) hold no other
    run's figures: the run below the table still takes its card."""
    smi = (
        "```\n"
        "+-----------------------------+------------------+-------------+\n"
        "| GPU  Name    Persistence-M  | Bus-Id   Disp.A  | Uncorr. ECC |\n"
        "| Fan  Temp  Perf  Pwr:Usage  |    Memory-Usage  | Compute M.  |\n"
        "|=============================+==================+=============|\n"
        "|   0  NVIDIA GeForce RTX 3080 Off | 00000000:01:00.0 | N/A |\n"
        "| 30%   41C    P2   95W / 320W |  9MiB / 10240MiB |  Default    |\n"
        "|                             |                  |        N/A  |\n"
        "+-----------------------------+------------------+-------------+\n"
        "```\n"
    )
    cpu = _RUN.replace("611.2", "71.5").replace("613.9", "70.8")
    got = _by_value(f"## CPU\n\n{cpu}\n## CUDA\n\n{smi}\n{_RUN}", vocab)
    assert got[71.5].hardware == "Ryzen 9 5900X"
    assert got[611.2].hardware == "RTX 3080"


def test_a_listing_of_the_test_machines_sets_up_no_one_run(vocab: Vocabulary) -> None:
    """A table of every machine tested (CPUs and GPUs) over a CPU results table: the rows'
    CPUs are their hardware, not hosts of a card the listing names."""
    text = (
        "| Kind | Model |\n|---|---|\n"
        "| CPU | Intel i7-12700K |\n| GPU | NVIDIA RTX 4090 |\n\n"
        "| CPU | Decode (TPS) |\n|---|---|\n"
        "| Intel i7-12700K | 6.8 |\n| AMD Ryzen 9 5950X | 7.2 |\n"
    )
    got = _by_value(text, vocab)
    assert got[6.8].hardware == "i7-12700K"
    assert got[7.2].hardware == "Ryzen 9 5950X"
