"""The clocked soak's per-phase report: move numbers to phases, and the averages it prints."""

import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

import soak  # noqa: E402


def test_move_numbers_fall_in_their_phase():
    assert soak.phase_of(1) == 0
    assert soak.phase_of(50) == 0
    assert soak.phase_of(51) == 1
    assert soak.phase_of(150) == 1
    assert soak.phase_of(151) == 2
    assert soak.phase_of(400) == 2


def test_report_averages_each_phase_and_marks_empty_ones():
    line = soak.phase_report([[1.0, 3.0], [4.0], []])
    assert "moves 1-50: 2.00 s (2 moves)" in line
    assert "moves 51-150: 4.00 s (1 moves)" in line
    assert "moves 151+: - (0 moves)" in line
