"""Cursor pagination as an iterator: every item of a list, page after page, until `next_cursor` is null."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Any, Protocol, TypeVar

from .errors import expect
from .generated.types import UNSET, Response, Unset

T_co = TypeVar("T_co", covariant=True)
T = TypeVar("T")


class Page(Protocol[T_co]):
    """A list answer: `{data, next_cursor}`."""

    @property
    def data(self) -> Sequence[T_co]: ...

    @property
    def next_cursor(self) -> str | None: ...


def paginate(page_type: type[Page[T]], fetch: Callable[[str | Unset], Response[Any]]) -> Iterator[T]:
    """Items of every page; `fetch(cursor)` calls a list operation's `sync_detailed` with that `cursor`.

    for d in paginate(DeliveriesListResponse200,
                      lambda cursor: deliveries_list.sync_detailed(client=client, limit=100, cursor=cursor)):
    """
    cursor: str | Unset = UNSET
    while True:
        page = expect(page_type, fetch(cursor))
        yield from page.data
        if not page.next_cursor:
            return
        cursor = page.next_cursor
