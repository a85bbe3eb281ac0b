"""The deployment files: Kubernetes manifests that pass the restricted Pod Security Standard, with immutable image
tags, disruption budgets and autoscalers; compose and the Dockerfile in line; locks that cover pyproject.toml."""
from __future__ import annotations

import glob
import os
import re
import shlex
import sys
import tomllib

import pytest
import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEPLOY = os.path.join(ROOT, "deploy")
K8S = sorted(glob.glob(os.path.join(DEPLOY, "k8s", "*.yaml")) + glob.glob(os.path.join(DEPLOY, "k8s", "*.yml")))
WORKLOADS = {"Deployment", "StatefulSet", "DaemonSet", "ReplicaSet", "Job", "CronJob"}
HEARTBEAT_FILE = "/tmp/seraph-worker-alive"

sys.path.insert(0, DEPLOY)
import check_deps  # noqa: E402  (deploy/check_deps.py, also run by the image build)

sys.path.remove(DEPLOY)


def _docs() -> list[tuple[str, dict]]:
    out = []
    for path in K8S:
        with open(path, encoding="utf-8") as f:
            out += [(os.path.basename(path), doc) for doc in yaml.safe_load_all(f) if doc]
    return out


DOCS = _docs()


def _pod_spec(doc: dict) -> dict:
    spec = doc["spec"]
    if doc["kind"] == "CronJob":
        spec = spec["jobTemplate"]["spec"]
    return spec["template"]["spec"]


def _workloads() -> list[tuple[str, dict]]:
    return [(f, d) for f, d in DOCS if d.get("kind") in WORKLOADS]


WORKLOAD_IDS = [f"{d['kind']}/{d['metadata']['name']}" for _f, d in _workloads()]


def _containers(pod: dict) -> list[dict]:
    return pod.get("initContainers", []) + pod.get("containers", [])


def _by_kind_and_name(kind: str) -> dict[str, dict]:
    return {d["metadata"]["name"]: d for _f, d in DOCS if d.get("kind") == kind}


def _image_tag_problem(image: str | None) -> str | None:
    """None for `name:tag` (tag not `latest`) or `name@sha256:...`; else what is wrong."""
    if not image:
        return "no image"
    if "@sha256:" in image:
        return None
    last = image.rsplit("/", 1)[-1]
    if ":" not in last:
        return f"{image}: no tag (means latest)"
    if last.rsplit(":", 1)[1] in ("", "latest"):
        return f"{image}: the latest tag"
    return None


def test_the_manifests_load_and_include_the_workloads():
    assert K8S and all(d.get("apiVersion") and d.get("kind") and d.get("metadata", {}).get("name") for _f, d in DOCS)
    names = {d["metadata"]["name"] for _f, d in _workloads()}
    assert {"seraph-api", "seraph-worker", "seraph-beat", "seraph-migrate"} <= names


@pytest.mark.parametrize("doc", [d for _f, d in _workloads()], ids=WORKLOAD_IDS)
def test_every_workload_passes_the_restricted_pod_security_standard(doc):
    pod = _pod_spec(doc)
    sc = pod.get("securityContext", {})
    assert sc.get("runAsNonRoot") is True
    assert isinstance(sc.get("runAsUser"), int) and sc["runAsUser"] > 0
    assert isinstance(sc.get("runAsGroup"), int) and sc["runAsGroup"] > 0
    assert sc.get("seccompProfile", {}).get("type") in ("RuntimeDefault", "Localhost")
    assert not pod.get("hostNetwork") and not pod.get("hostPID") and not pod.get("hostIPC")
    assert not [v for v in pod.get("volumes", []) if "hostPath" in v]
    for container in _containers(pod):
        csc = container.get("securityContext", {})
        where = f"{doc['metadata']['name']}/{container['name']}"
        assert csc.get("allowPrivilegeEscalation") is False, where
        assert csc.get("capabilities", {}).get("drop") == ["ALL"], where
        assert not csc.get("capabilities", {}).get("add"), where
        assert not csc.get("privileged"), where
        assert csc.get("runAsNonRoot", True) is True and csc.get("runAsUser", 1) != 0, where
        assert csc.get("readOnlyRootFilesystem") is True, where


@pytest.mark.parametrize("doc", [d for _f, d in _workloads()], ids=WORKLOAD_IDS)
def test_every_workload_writes_only_to_emptydirs_tmp_included(doc):
    pod = _pod_spec(doc)
    empty_dirs = {v["name"] for v in pod.get("volumes", []) if "emptyDir" in v}
    for container in _containers(pod):
        mounts = {m["mountPath"]: m["name"] for m in container.get("volumeMounts", [])}
        assert mounts.get("/tmp") in empty_dirs, f"{container['name']}: /tmp is not an emptyDir"
        env = {e["name"]: e.get("value") for e in container.get("env", [])}
        configmaps = [c["configMapRef"]["name"] for c in container.get("envFrom", []) if "configMapRef" in c]
        for cm in configmaps:
            env.update(_by_kind_and_name("ConfigMap").get(cm, {}).get("data", {}))
        multiproc = env.get("PROMETHEUS_MULTIPROC_DIR")
        if multiproc:  # prometheus_client's multiprocess mode writes its files there
            assert any(multiproc == p or multiproc.startswith(p.rstrip("/") + "/")
                       for p, name in mounts.items() if name in empty_dirs), multiproc


@pytest.mark.parametrize("doc", [d for _f, d in _workloads()], ids=WORKLOAD_IDS)
def test_every_image_has_an_immutable_tag_or_a_digest(doc):
    for container in _containers(_pod_spec(doc)):
        assert _image_tag_problem(container.get("image")) is None, _image_tag_problem(container.get("image"))


def test_the_api_and_the_workers_have_a_disruption_budget_and_an_autoscaler():
    deployments = _by_kind_and_name("Deployment")
    pdbs = [d for _f, d in DOCS if d["kind"] == "PodDisruptionBudget"]
    hpas = [d for _f, d in DOCS if d["kind"] == "HorizontalPodAutoscaler"]
    for name in ("seraph-api", "seraph-worker"):
        labels = deployments[name]["spec"]["template"]["metadata"]["labels"]
        covering = [p for p in pdbs if p["apiVersion"] == "policy/v1"
                    and p["spec"]["selector"]["matchLabels"].items() <= labels.items()]
        assert len(covering) == 1, name
        spec = covering[0]["spec"]
        assert ("minAvailable" in spec) != ("maxUnavailable" in spec)
        scaling = [h for h in hpas if h["spec"]["scaleTargetRef"] == {"apiVersion": "apps/v1", "kind": "Deployment",
                                                                       "name": name}]
        assert len(scaling) == 1 and scaling[0]["apiVersion"] == "autoscaling/v2", name
        hpa = scaling[0]["spec"]
        assert 2 <= hpa["minReplicas"] <= hpa["maxReplicas"] and hpa["metrics"], name
        assert "replicas" not in deployments[name]["spec"], f"{name}: the HPA owns the replica count"
    beat = deployments["seraph-beat"]
    assert beat["spec"]["replicas"] == 1 and beat["spec"]["strategy"]["type"] == "Recreate"
    assert not [h for h in hpas if h["spec"]["scaleTargetRef"]["name"] == "seraph-beat"]


def _worker_liveness_checks_the_heartbeat(command: list[str], probe: str) -> None:
    assert "--no-supervise" in command, command
    assert command[command.index("--heartbeat-file") + 1] == HEARTBEAT_FILE, command
    assert HEARTBEAT_FILE in probe and "-mmin" in probe and "python" not in probe, probe


def test_the_worker_container_runs_unsupervised_and_its_probe_checks_the_running_worker():
    worker = _by_kind_and_name("Deployment")["seraph-worker"]
    container = _pod_spec(worker)["containers"][0]
    _worker_liveness_checks_the_heartbeat(container["command"], " ".join(container["livenessProbe"]["exec"]["command"]))


def test_compose_runs_the_same_image_tag_rules_and_an_unsupervised_worker():
    with open(os.path.join(DEPLOY, "docker-compose.yml"), encoding="utf-8") as f:
        compose = yaml.safe_load(f)
    for name, service in compose["services"].items():
        assert _image_tag_problem(service.get("image")) is None, (name, service.get("image"))
    worker = compose["services"]["worker"]
    _worker_liveness_checks_the_heartbeat(worker["command"], " ".join(worker["healthcheck"]["test"]))
    for name in ("migrate", "api", "worker", "beat"):
        service = compose["services"][name]
        assert service["read_only"] is True and "/tmp" in service["tmpfs"] and service["cap_drop"] == ["ALL"], name


def _makefile_var(name: str) -> str:
    with open(os.path.join(ROOT, "Makefile"), encoding="utf-8") as f:
        return re.search(rf"^{name}\s*\?=\s*(\S+)", f.read(), re.M).group(1)


def test_the_dockerfile_installs_the_runtime_lock_without_resolving_and_runs_as_a_non_root_user():
    with open(os.path.join(DEPLOY, "Dockerfile"), encoding="utf-8") as f:
        text = f.read().replace("\\\n", " ")
    runs = [line.split(None, 1)[1] for line in text.splitlines() if line.startswith("RUN ")]
    pip = [shlex.split(part) for run in runs for part in run.split("&&") if "pip install" in part]
    assert pip and all("--no-deps" in cmd for cmd in pip), pip  # nothing resolved at build time
    assert "requirements/runtime.txt" in pip[0] and pip[0][pip[0].index("requirements/runtime.txt") - 1] == "-r"
    users = re.findall(r"^USER\s+(\S+)", text, re.M)
    assert users and users[-1].split(":")[0] not in ("0", "root")
    base = re.search(r"^ARG PYTHON_IMAGE=(\S+)", text, re.M).group(1)
    lock_python = _makefile_var("LOCK_PYTHON")
    assert re.match(rf"python:{re.escape(lock_python)}(-|@|$)", base), (base, lock_python)


def _lock(name: str) -> str:
    with open(os.path.join(ROOT, "requirements", name), encoding="utf-8") as f:
        return f.read()


def _extras() -> dict[str, list[str]]:
    with open(os.path.join(ROOT, "pyproject.toml"), "rb") as f:
        return tomllib.load(f)["project"]["optional-dependencies"]


@pytest.mark.parametrize("lock,extras", [("runtime.txt", ["api", "worker"]), ("dev.txt", ["api", "worker", "dev"])])
def test_each_lock_pins_with_hashes_everything_pyproject_asks_for(lock, extras):
    """Fails when pyproject.toml changed and `make lock` was not re-run."""
    text = _lock(lock)
    entries = re.split(r"\n(?=[A-Za-z0-9])", text.split("\n", 2)[2].strip())
    assert entries and all(re.match(r"^[A-Za-z0-9._-]+==\S+", e) and "--hash=sha256:" in e for e in entries), lock
    problems = check_deps.unmet(check_deps.requirements(extras), check_deps.lock_pins(
        os.path.join(ROOT, "requirements", lock)))
    assert not problems, f"{lock} is out of date with pyproject.toml (run `make lock`): {problems}"


def test_the_runtime_lock_is_the_dev_locks_versions_without_the_test_and_benchmark_tools():
    runtime = check_deps.lock_pins(os.path.join(ROOT, "requirements", "runtime.txt"))
    dev = check_deps.lock_pins(os.path.join(ROOT, "requirements", "dev.txt"))
    assert {name: dev.get(name) for name in runtime} == runtime
    assert not {"py-spy", "pytest", "schemathesis", "factory-boy", "pyyaml", "hypothesis"} & set(runtime)
    assert not [r for e in ("api", "worker") for r in _extras()[e] if r.startswith(("py-spy", "pytest"))]


def test_celery_and_kombu_are_capped_below_the_next_minor_release():
    """shared/adapters/queue.py writes Celery's protocol-2 message itself."""
    from packaging.requirements import Requirement

    runtime = check_deps.lock_pins(os.path.join(ROOT, "requirements", "runtime.txt"))
    for extra in ("api", "worker"):
        reqs = {Requirement(r).name: Requirement(r) for r in _extras()[extra]}
        for name in ("celery", "kombu"):
            caps = [s for s in reqs[name].specifier if s.operator == "<"]
            assert caps, f"{extra}: {name} has no upper bound"
            assert runtime[name] in reqs[name].specifier


def _env_names(container: dict) -> dict[str, dict]:
    return {e["name"]: e for e in container.get("env", [])}


def test_the_api_gets_the_ticket_secret_from_the_secret():
    """SERAPH_SECRET signs the stream tickets: in the example Secret, and required by the API pods."""
    secret = _by_kind_and_name("Secret")["seraph-secret"]
    assert "SERAPH_SECRET" in {**secret.get("stringData", {}), **secret.get("data", {})}
    (api,) = _pod_spec(_by_kind_and_name("Deployment")["seraph-api"])["containers"]
    ref = _env_names(api)["SERAPH_SECRET"]["valueFrom"]["secretKeyRef"]
    assert ref["name"] == "seraph-secret" and ref["key"] == "SERAPH_SECRET" and not ref.get("optional")
    with open(os.path.join(DEPLOY, "docker-compose.yml"), encoding="utf-8") as f:
        compose = yaml.safe_load(f)
    assert "${SERAPH_SECRET" in compose["services"]["api"]["environment"]["SERAPH_SECRET"]


def _scrape_port(doc: dict) -> int:
    annotations = doc["spec"]["template"]["metadata"].get("annotations", {})
    assert annotations.get("prometheus.io/scrape") == "true", doc["metadata"]["name"]
    assert annotations.get("prometheus.io/path") == "/metrics", doc["metadata"]["name"]
    return int(annotations["prometheus.io/port"])


def _container_ports(container: dict) -> dict[int, str]:
    return {p["containerPort"]: p.get("name") for p in container.get("ports", [])}


def test_the_api_sums_its_processes_metrics_on_an_emptydir_of_their_own_and_is_scraped():
    doc = _by_kind_and_name("Deployment")["seraph-api"]
    pod = _pod_spec(doc)
    (api,) = pod["containers"]
    multiproc = _env_names(api)["PROMETHEUS_MULTIPROC_DIR"]["value"]
    volumes = {v["name"]: v for v in pod["volumes"]}
    (mount,) = [m for m in api["volumeMounts"] if m["mountPath"] == multiproc]
    assert "emptyDir" in volumes[mount["name"]] and not mount.get("readOnly")
    assert mount["name"] != next(m["name"] for m in api["volumeMounts"] if m["mountPath"] == "/tmp")
    assert api["securityContext"]["readOnlyRootFilesystem"] is True
    assert _scrape_port(doc) in _container_ports(api)
    with open(os.path.join(DEPLOY, "docker-compose.yml"), encoding="utf-8") as f:
        service = yaml.safe_load(f)["services"]["api"]
    assert service["environment"]["PROMETHEUS_MULTIPROC_DIR"] in service["tmpfs"] and service["read_only"] is True


def test_the_worker_serves_its_metrics_on_a_declared_port_that_is_scraped():
    doc = _by_kind_and_name("Deployment")["seraph-worker"]
    (worker,) = _pod_spec(doc)["containers"]
    port = int(_env_names(worker)["SERAPH_WORKER_METRICS_PORT"]["value"])
    assert port > 0 and port in _container_ports(worker)
    assert _scrape_port(doc) == port
    with open(os.path.join(DEPLOY, "docker-compose.yml"), encoding="utf-8") as f:
        service = yaml.safe_load(f)["services"]["worker"]
    assert int(service["environment"]["SERAPH_WORKER_METRICS_PORT"]) == port


def test_the_grafana_dashboard_loads_and_asks_for_its_prometheus_data_source():
    import json

    with open(os.path.join(DEPLOY, "grafana", "seraph.json"), encoding="utf-8") as f:
        dashboard = json.load(f)
    variables = {v["name"]: v for v in dashboard["templating"]["list"]}
    assert variables["datasource"]["type"] == "datasource" and variables["datasource"]["query"] == "prometheus"
    assert dashboard["panels"]
