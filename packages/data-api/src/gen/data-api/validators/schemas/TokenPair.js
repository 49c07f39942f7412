// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { failed, isObject, typeFail } from "@gw/runtime/validator-support";
import { IdObject } from "@gw/runtime/common-validators/IdObject";
import { PairToken } from "./PairToken.js";
import { checkUintString } from "@gw/runtime/common-validators/UintString";

export function TokenPair(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.poolId !== undefined) {
			if (!IdObject(data.poolId)) errors.push(...failed(IdObject, data.poolId, path + "/poolId"));
		}
		if (data.poolVolume1dInUsd !== undefined) {
			const data0 = data.poolVolume1dInUsd;
			if (typeof data0 != "number") typeFail(errors, path + "/poolVolume1dInUsd", "#/properties/poolVolume1dInUsd", "number");
		}
		if (data.poolTvlInUsd !== undefined) {
			const data1 = data.poolTvlInUsd;
			if (typeof data1 != "number") typeFail(errors, path + "/poolTvlInUsd", "#/properties/poolTvlInUsd", "number");
		}
		if (data.poolName !== undefined) {
			const data2 = data.poolName;
			if (typeof data2 != "string") typeFail(errors, path + "/poolName", "#/properties/poolName", "string");
		}
		if (data.reserve0 !== undefined) checkUintString(errors, data.reserve0, path, "#/properties/reserve0", "reserve0");
		if (data.reserve1 !== undefined) checkUintString(errors, data.reserve1, path, "#/properties/reserve1", "reserve1");
		if (data.token0 !== undefined) {
			if (!PairToken(data.token0)) errors.push(...failed(PairToken, data.token0, path + "/token0"));
		}
		if (data.token1 !== undefined) {
			if (!PairToken(data.token1)) errors.push(...failed(PairToken, data.token1, path + "/token1"));
		}
	} else typeFail(errors, path, "#", "object");
	TokenPair.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
