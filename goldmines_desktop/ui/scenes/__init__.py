"""One module per screen. A scene opens another one by name through the app (``SCREENS``), never
by importing it."""
