"""The static dashboard site: an index of series and claims, and one page per series.

- ``chart``: the SVG geometry of a series chart (pure);
- ``pages``: the pages as plain data (pure);
- ``write``: read the store, render the templates under ``templates/site``, write files.
"""

from __future__ import annotations

from watcher.site.pages import Site, build_site, page_name
from watcher.site.write import load_site, render_site, write_site

__all__ = ["Site", "build_site", "load_site", "page_name", "render_site", "write_site"]
