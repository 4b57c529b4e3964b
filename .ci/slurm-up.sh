#!/usr/bin/env bash
# Bring up a one-node Slurm cluster on this machine (as root) for the Slurm backend's tests,
# and print the path of its slurm.conf (export it as SLURM_CONF for every client command).
#
# Usage: .ci/slurm-up.sh            # installs slurm-wlm + munge with apt-get when missing
# Env:   WATCHER_SLURM_DIR (default /tmp/watcher-slurm): config, state, spool, pids and logs
#
# No cgroups, no systemd, no accounting database: jobs are followed with squeue/scontrol.
# The node declares one GPU gres (its device file is /dev/null), so `--gres=gpu:1` is accepted.
# A second run finds the daemons alive and only prints the path. Any failure exits non-zero.
set -euo pipefail

dir="${WATCHER_SLURM_DIR:-/tmp/watcher-slurm}"
conf="$dir/slurm.conf"
export SLURM_CONF="$conf"

alive() { [[ -f "$1" ]] && kill -0 "$(cat "$1")" 2>/dev/null; }

if ! command -v sbatch >/dev/null 2>&1 || ! command -v slurmctld >/dev/null 2>&1 \
    || ! command -v munged >/dev/null 2>&1; then
    echo "installing slurm-wlm and munge" >&2
    apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq slurm-wlm munge >&2
fi

# munge: in a container its socket folder is missing and it refuses files it does not own
mkdir -p /run/munge
chown -R munge:munge /run/munge /var/log/munge /var/lib/munge /etc/munge
if ! pgrep -u munge -x munged >/dev/null 2>&1; then
    su -s /bin/sh munge -c "munged --force"
fi

host="$(hostname -s)"
cpus="$(nproc)"
mkdir -p "$dir/slurmd" "$dir/state"
cat >"$dir/gres.conf" <<EOF
NodeName=$host Name=gpu File=/dev/null
EOF
cat >"$conf.new" <<EOF
ClusterName=local
SlurmctldHost=$host
AuthType=auth/munge
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SchedulerType=sched/backfill
ReturnToService=2
SlurmUser=root
SlurmctldPidFile=$dir/slurmctld.pid
SlurmdPidFile=$dir/slurmd.pid
SlurmdSpoolDir=$dir/slurmd
StateSaveLocation=$dir/state
SlurmctldLogFile=$dir/slurmctld.log
SlurmdLogFile=$dir/slurmd.log
MinJobAge=600
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
GresTypes=gpu
NodeName=$host CPUs=$cpus RealMemory=4000 Gres=gpu:1 State=UNKNOWN
PartitionName=gpu Nodes=$host Default=YES MaxTime=INFINITE State=UP
EOF
mv "$conf.new" "$conf"

alive "$dir/slurmctld.pid" || slurmctld
alive "$dir/slurmd.pid" || slurmd

for _ in $(seq 1 30); do
    if sinfo --noheader --format=%t 2>/dev/null | grep -Eq '^(idle|mix|alloc)'; then
        echo "$conf"
        exit 0
    fi
    sleep 1
done
echo "Slurm did not come up: see $dir/slurmctld.log and $dir/slurmd.log" >&2
tail -n 5 "$dir/slurmctld.log" "$dir/slurmd.log" >&2 || true
exit 1
