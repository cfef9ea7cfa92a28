"""How a band fits a text to its box at the phone's smallest size: smaller down to MIN_TEXT, two lines, the
regular face for a bold word too wide, and only then an ellipsis."""

from __future__ import annotations

from render import kit
from render.kit import recording_text, smallest_font_for_phone, text_width
from render.libertalia.strip import MIN_TEXT, Strip, W


def test_the_smallest_text_is_the_phones_smallest() -> None:
    assert MIN_TEXT == smallest_font_for_phone(W) == 22


def test_a_bold_word_too_wide_is_written_in_the_regular_face_before_it_is_shortened() -> None:
    word = "Quartermaster"
    room = text_width(word, "sans", MIN_TEXT) + 2
    assert text_width(word, "bold", MIN_TEXT) > room
    kit.text_sprite.cache_clear()
    with recording_text() as log:
        s = Strip(60)
        s.put(word, (0, 0, room, 60), "bold", 24, lines=2)
    assert [t for t, _, _ in s.fits] == [word]
    assert log == [(word, MIN_TEXT)]
    narrower = Strip(60)
    narrower.put(word, (0, 0, room - 20, 60), "bold", 24, lines=2)
    assert next(t for t, _, _ in narrower.fits).endswith("…")
