"""A stand-in for the ``sglang`` package: just enough to be launched by the harness."""

__version__ = "0.5.5.dev1+g753da2753"
