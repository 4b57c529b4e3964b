"""The benchmark harness: specs, engines, the measurement client and result JSON."""
