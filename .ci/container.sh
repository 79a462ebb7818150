# Sourced by .ci/run: builds the team server's image (deploy/team/Dockerfile) and starts it, then
# waits for its health check to pass. Run only where a Docker engine answers.
container_check() {
  local image=forge-lab-team:ci name="forge-lab-team-ci-$$" health=starting
  docker build -q -f deploy/team/Dockerfile -t "$image" . || return 1
  docker run -d --name "$name" -e FORGE_PASSWORD_ALEX=container-check-alex \
    -e FORGE_PASSWORD_SAM=container-check-sam -e FORGE_PASSWORD_MAYA=container-check-maya \
    -e FORGE_PUBLIC_ORIGIN=http://localhost:4180 "$image" >/dev/null || return 1
  for _ in $(seq 1 60); do
    health=$(docker inspect --format '{{.State.Health.Status}}' "$name" 2>/dev/null || echo gone)
    [ "$health" = healthy ] || [ "$health" = unhealthy ] || [ "$health" = gone ] && break
    sleep 2
  done
  echo "the team server's container: $health"
  [ "$health" = healthy ] || docker logs "$name" 2>&1 | tail -20
  docker rm -f "$name" >/dev/null 2>&1
  [ "$health" = healthy ]
}
