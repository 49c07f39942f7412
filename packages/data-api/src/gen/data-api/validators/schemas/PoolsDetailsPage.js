// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { esc, fail, failed, isInteger, isObject, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { PoolDetails } from "./PoolDetails.js";
import { checkLimitEcho } from "@gw/runtime/common-validators/LimitEcho";

export function PoolsDetailsPage(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.pools === undefined) requiredFail(errors, path, "#", "pools");
		if (data.pools !== undefined) {
			const data0 = data.pools;
			if (Array.isArray(data0)) {
				const path0 = path + "/pools";
				for (let i1 = 0; i1 < data0.length; i1++) {
					if (!PoolDetails(data0[i1])) errors.push(...failed(PoolDetails, data0[i1], path0 + "/" + i1));
				}
			} else typeFail(errors, path + "/pools", "#/properties/pools", "array");
		}
		if (data.count !== undefined) {
			const data2 = data.count;
			if (!isInteger(data2)) typeFail(errors, path + "/count", "#/properties/count", "integer");
		}
		if (data.total !== undefined) {
			const data3 = data.total;
			if (!isInteger(data3)) typeFail(errors, path + "/total", "#/properties/total", "integer");
		}
		if (data.offset !== undefined) {
			const data4 = data.offset;
			if (!isInteger(data4)) typeFail(errors, path + "/offset", "#/properties/offset", "integer");
		}
		if (data.limit !== undefined) checkLimitEcho(errors, data.limit, path, "#/properties/limit", "limit");
		if (data.largestPool !== undefined) {
			const data5 = data.largestPool;
			const errs6 = errors.length;
			let valid7 = false;
			const errs8 = errors.length;
			if (!PoolDetails(data5)) errors.push(...failed(PoolDetails, data5, path + "/largestPool"));
			valid7 = errors.length === errs8;
			if (!valid7) {
				const errs9 = errors.length;
				if (!(data5 === null)) typeFail(errors, path + "/largestPool", "#/properties/largestPool/anyOf/1", "null");
				valid7 = errors.length === errs9;
			}
			if (valid7) {
				errors.length = errs6;
			} else {
				fail(errors, path + "/largestPool", "#/properties/largestPool/anyOf", "anyOf", {}, "must match a schema in anyOf");
			}
		}
		if (data.trendingPools !== undefined) {
			const data10 = data.trendingPools;
			const errs11 = errors.length;
			let valid12 = false;
			const errs13 = errors.length;
			if (isObject(data10)) {
				const path1 = path + "/trendingPools";
				for (const key14 in data10) {
					if (!PoolDetails(data10[key14])) errors.push(...failed(PoolDetails, data10[key14], path1 + "/" + esc(key14)));
				}
			} else typeFail(errors, path + "/trendingPools", "#/properties/trendingPools/anyOf/0", "object");
			valid12 = errors.length === errs13;
			if (!valid12) {
				const errs15 = errors.length;
				if (!(data10 === null)) typeFail(errors, path + "/trendingPools", "#/properties/trendingPools/anyOf/1", "null");
				valid12 = errors.length === errs15;
			}
			if (valid12) {
				errors.length = errs11;
			} else {
				fail(errors, path + "/trendingPools", "#/properties/trendingPools/anyOf", "anyOf", {}, "must match a schema in anyOf");
			}
		}
		if (data.totalTvl !== undefined) {
			const data16 = data.totalTvl;
			if (typeof data16 != "number") typeFail(errors, path + "/totalTvl", "#/properties/totalTvl", "number");
		}
		if (data.totalPoolVolume24hChange !== undefined) {
			const data17 = data.totalPoolVolume24hChange;
			if (typeof data17 != "number") typeFail(errors, path + "/totalPoolVolume24hChange", "#/properties/totalPoolVolume24hChange", "number");
		}
		if (data.totalPoolVolume24h !== undefined) {
			const data18 = data.totalPoolVolume24h;
			if (typeof data18 != "number") typeFail(errors, path + "/totalPoolVolume24h", "#/properties/totalPoolVolume24h", "number");
		}
	} else typeFail(errors, path, "#", "object");
	PoolsDetailsPage.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
