"""The README and docs/ link only to files and headings that exist, and the README stays a short read."""
import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parents[1]
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md")), ROOT / "deploy/README.md"]
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")


def heading_anchors(page: pathlib.Path) -> set:
    """GitHub's anchors of a page's headings (lower case, punctuation dropped, spaces to hyphens), code blocks aside."""
    anchors, in_code = set(), False
    for line in page.read_text().split("\n"):
        if line.startswith("```"):
            in_code = not in_code
        elif not in_code and (m := re.match(r"^#{1,6} (.*)$", line)):
            anchors.add(re.sub(r"[^\w\- ]", "", m.group(1).strip().lower()).replace(" ", "-"))
    return anchors


def broken_links(page: pathlib.Path) -> list:
    broken = []
    for url in LINK.findall(page.read_text()):
        if url.startswith(("http://", "https://", "mailto:")):
            continue
        path, _, anchor = url.partition("#")
        target = (page.parent / path).resolve() if path else page
        if not target.exists() or (anchor and target.suffix == ".md" and anchor not in heading_anchors(target)):
            broken.append(url)
    return broken


def test_every_relative_link_of_the_readme_and_docs_reaches_an_existing_file_and_heading():
    assert {page.name: broken_links(page) for page in PAGES if broken_links(page)} == {}


def test_the_readme_is_at_most_300_lines_and_keeps_the_quick_start():
    text = (ROOT / "README.md").read_text()
    assert len(text.splitlines()) <= 300
    assert "make run" in text and "make test" in text
