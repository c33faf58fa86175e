FROM node:24-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx vite build
ENV NODE_ENV=production
# Reached from outside the container whatever NODE_ENV a deployment sets.
ENV HOST=0.0.0.0
EXPOSE 3000
CMD ["node", "--import", "tsx", "scripts/start.ts"]
