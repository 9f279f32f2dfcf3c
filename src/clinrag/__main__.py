"""`python -m clinrag`: the same commands as the `clinrag` console script."""

from clinrag.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
