"""``schedule`` and ``verification``: when the daemon polls, where notifications and the
report go, and the tolerances claims and benchmark series are judged with."""

from __future__ import annotations

from pydantic import Field

from watcher.rules.base import EnvVarName, RepoName, Strict


class SlackTarget(Strict):
    """Slack incoming webhook, read from an environment variable."""

    url_env: EnvVarName = "SLACK_WEBHOOK_URL"


class WebhookTarget(Strict):
    """Generic webhook signed with HMAC-SHA256; both values from the environment."""

    url_env: EnvVarName = "WATCHER_WEBHOOK_URL"
    secret_env: EnvVarName = "WATCHER_WEBHOOK_SECRET"  # noqa: S105 - a variable name


class Notify(Strict):
    """Where notifications go; a target whose variable is unset is off."""

    slack: SlackTarget | None = Field(default_factory=SlackTarget)
    webhook: WebhookTarget | None = Field(default_factory=WebhookTarget)


class TrackingIssue(Strict):
    """Optionally keep one issue updated with the report."""

    repo: RepoName
    title: str = "Upstream watcher report"


class Schedule(Strict):
    """When the daemon polls and where its outputs go."""

    poll_interval_s: int = Field(default=1800, ge=60)
    jitter_s: int = Field(default=60, ge=0)
    max_in_flight: int = Field(
        default=6, ge=1, le=32, description="GitHub requests in flight at once while polling"
    )
    report_path: str = "reports/report.md"
    notify: Notify = Field(default_factory=Notify)
    tracking_issue: TrackingIssue | None = None


class Regression(Strict):
    """When a benchmark series has moved: a rank test plus a minimum effect size."""

    min_effect: float = Field(
        default=0.05, gt=0, lt=1, description="smallest median change that counts (0.05: 5%)"
    )
    p_value: float = Field(
        default=0.05, gt=0, lt=1, description="significance level of the rank test"
    )
    drift_window: int = Field(
        default=5, ge=0, description="also compare with the best of the last N points (0: off)"
    )
    notify: bool = Field(default=True, description="send regression/improvement notifications")


class Verification(Strict):
    """How claims are checked against measurements, and series against themselves."""

    tolerance: float = Field(default=0.10, gt=0, lt=1, description="consistent within ±")
    regression: Regression = Field(default_factory=Regression)
