"""Test-only seams compiled into the package (inert unless a test switches them on)."""
