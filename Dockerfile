# The Omnideck server as a container image: one static binary (built
# without cgo: the SQLite and PostgreSQL drivers are pure Go) on a base
# with nothing else in it, run as a user without privileges.
#
#   docker build -t omnideck .
#   docker run -p 8080:8080 omnideck                          # SQLite in the container
#   docker run -p 8080:8080 -e OMNIDECK_DB=postgres://... omnideck
#
# Several servers on one PostgreSQL database, and Kubernetes: docs/deploy.md.
FROM golang:1.26 AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
RUN CGO_ENABLED=0 go build -trimpath -ldflags="-s -w" -o /out/omnideck ./cmd/omnideck

FROM gcr.io/distroless/static-debian12:nonroot
COPY --from=build /out/omnideck /usr/local/bin/omnideck
WORKDIR /home/nonroot
USER nonroot:nonroot
EXPOSE 8080
# With no database URL (OMNIDECK_DB or --db), matches are kept in SQLite
# under /home/nonroot/omnideck-data: mount a volume there to keep them.
ENTRYPOINT ["/usr/local/bin/omnideck", "serve", "--addr", ":8080"]
