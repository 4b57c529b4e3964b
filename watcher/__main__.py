"""``python -m watcher`` runs the CLI."""

from watcher.cli import main

main()
