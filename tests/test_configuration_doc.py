"""docs/CONFIGURATION.md's settings table says what the code reads: the same variables, with the same defaults."""
import pathlib
import re

from shared.config import DEFAULT_RATES, Settings, from_env

ROOT = pathlib.Path(__file__).resolve().parents[1]
CONFIG = (ROOT / "shared/config.py").read_text()
#: read by a library, not by shared/config.py
READ_ELSEWHERE = {"PROMETHEUS_MULTIPROC_DIR"}


def settings_table() -> dict:
    """Variable -> default cell of the settings table, which opens docs/CONFIGURATION.md (before "Connections")."""
    text = (ROOT / "docs/CONFIGURATION.md").read_text()
    section = text.split("\n## ", 1)[0]
    return {m.group(1): m.group(2) for m in re.finditer(r"^\| `([A-Z_]+)` \| ([^|]*) \|", section, re.M)}


def code_variables() -> set:
    """Every environment variable shared/config.py reads."""
    names = set(re.findall(r'env(?:\.get)?\(\s*"([A-Z_]+)"', CONFIG))
    names |= set(re.findall(r'_(?:int|float|rate)\(env, "([A-Z_]+)"', CONFIG))
    return names | set(DEFAULT_RATES)


def test_every_variable_the_code_reads_is_in_the_configuration_table_and_every_row_is_read():
    table = set(settings_table())
    assert code_variables() - table == set(), "read by the code but not documented"
    assert table - code_variables() - READ_ELSEWHERE == set(), "documented but read nowhere"


def test_the_configuration_tables_numeric_defaults_are_the_codes():
    fields = dict(re.findall(r'(\w+)=_(?:int|float)\(env, "([A-Z_]+)"', CONFIG))
    defaults = from_env({})
    table = settings_table()
    for field, name in fields.items():
        cell = table[name].strip().strip("`")
        if cell.replace(".", "", 1).isdigit():
            assert float(cell) == float(getattr(defaults, field)), f"{name}: docs/CONFIGURATION.md {cell}, code {getattr(defaults, field)}"


def test_the_configuration_tables_rate_defaults_are_the_codes():
    table = settings_table()
    for name, rate in DEFAULT_RATES.items():
        assert table[name].strip().strip("`") == rate
    assert Settings().rate_moves is None, "settings built in code have no limits (tests, benches)"
