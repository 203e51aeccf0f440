"""The panels around the board and beside the results: the HUD and its painting, the event log,
the score chart, the saves' rows and the final scoring's steps."""
