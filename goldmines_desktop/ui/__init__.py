"""The pygame user interface: screens, widgets, drawing and sound."""
