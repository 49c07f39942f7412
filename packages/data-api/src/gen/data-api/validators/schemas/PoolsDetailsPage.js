// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { esc, fail, isInteger, isObject, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { PoolDetails } from "./PoolDetails.js";

export function PoolsDetailsPage(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.pools === undefined) requiredFail(errors, path, "#", "pools");
		if (data.pools !== undefined) {
			const data0 = data.pools;
			if (Array.isArray(data0)) {
				for (let i1 = 0; i1 < data0.length; i1++) {
					if (!PoolDetails(data0[i1], path + "/pools" + "/" + i1)) errors.push(...PoolDetails.errors);
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
		if (data.limit !== undefined) {
			const data5 = data.limit;
			if (!isInteger(data5)) typeFail(errors, path + "/limit", "#/properties/limit", "integer");
		}
		if (data.largestPool !== undefined) {
			const data6 = data.largestPool;
			const errs7 = errors.length;
			let valid8 = false;
			const errs9 = errors.length;
			if (!PoolDetails(data6, path + "/largestPool")) errors.push(...PoolDetails.errors);
			valid8 = errors.length === errs9;
			if (!valid8) {
				const errs10 = errors.length;
				if (!(data6 === null)) typeFail(errors, path + "/largestPool", "#/properties/largestPool/anyOf/1", "null");
				valid8 = errors.length === errs10;
			}
			if (valid8) {
				errors.length = errs7;
			} else {
				fail(errors, path + "/largestPool", "#/properties/largestPool/anyOf", "anyOf", {}, "must match a schema in anyOf");
			}
		}
		if (data.trendingPools !== undefined) {
			const data11 = data.trendingPools;
			const errs12 = errors.length;
			let valid13 = false;
			const errs14 = errors.length;
			if (isObject(data11)) {
				for (const key15 in data11) {
					if (!PoolDetails(data11[key15], path + "/trendingPools" + "/" + esc(key15))) errors.push(...PoolDetails.errors);
				}
			} else typeFail(errors, path + "/trendingPools", "#/properties/trendingPools/anyOf/0", "object");
			valid13 = errors.length === errs14;
			if (!valid13) {
				const errs16 = errors.length;
				if (!(data11 === null)) typeFail(errors, path + "/trendingPools", "#/properties/trendingPools/anyOf/1", "null");
				valid13 = errors.length === errs16;
			}
			if (valid13) {
				errors.length = errs12;
			} else {
				fail(errors, path + "/trendingPools", "#/properties/trendingPools/anyOf", "anyOf", {}, "must match a schema in anyOf");
			}
		}
		if (data.totalTvl !== undefined) {
			const data17 = data.totalTvl;
			if (typeof data17 != "number") typeFail(errors, path + "/totalTvl", "#/properties/totalTvl", "number");
		}
		if (data.totalPoolVolume24hChange !== undefined) {
			const data18 = data.totalPoolVolume24hChange;
			if (typeof data18 != "number") typeFail(errors, path + "/totalPoolVolume24hChange", "#/properties/totalPoolVolume24hChange", "number");
		}
		if (data.totalPoolVolume24h !== undefined) {
			const data19 = data.totalPoolVolume24h;
			if (typeof data19 != "number") typeFail(errors, path + "/totalPoolVolume24h", "#/properties/totalPoolVolume24h", "number");
		}
	} else typeFail(errors, path, "#", "object");
	PoolsDetailsPage.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
