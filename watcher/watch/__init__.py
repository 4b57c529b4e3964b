"""The watch room: fetch what changed upstream, detect events, persist them exactly once."""
