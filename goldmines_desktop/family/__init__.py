"""The family's records as a domain beside the engine: what a finished game adds to them
(``results``), the values they hold (``book``) and the counting of a game into them, with what
is new for the players as data (``counting``). No file and no word here: the files layer keeps
the book on disk and the interface words the news."""
