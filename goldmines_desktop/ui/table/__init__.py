"""The table without the pictures: whose turn it is, the computer seats, the lesson coach and the
setup being drafted. Nothing here imports pygame."""
