"""`clinrag eval ...` and `clinrag bench ...`: commands that print figures, not claims."""
