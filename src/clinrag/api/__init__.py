"""HTTP API: application factory, lifespan (the composition root), middleware and routes."""
