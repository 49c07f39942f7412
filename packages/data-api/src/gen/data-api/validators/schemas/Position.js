// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { isObject, typeFail } from "@gw/runtime/validator-support";
import { PoolDetails } from "./PoolDetails.js";
import { checkUintString } from "@gw/runtime/common-validators/UintString";

export function Position(data, path = "") {
	const errors = [];
	if (!PoolDetails(data, path)) errors.push(...PoolDetails.errors);
	if (isObject(data)) {
		if (data.balance !== undefined) checkUintString(errors, data.balance, path, "#/properties/balance", "balance");
		if (data.token0ValueInSats !== undefined) checkUintString(errors, data.token0ValueInSats, path, "#/properties/token0ValueInSats", "token0ValueInSats");
		if (data.token1ValueInSats !== undefined) checkUintString(errors, data.token1ValueInSats, path, "#/properties/token1ValueInSats", "token1ValueInSats");
		if (data.token0ValueInUsd !== undefined) {
			const data0 = data.token0ValueInUsd;
			if (typeof data0 != "number") typeFail(errors, path + "/token0ValueInUsd", "#/properties/token0ValueInUsd", "number");
		}
		if (data.token1ValueInUsd !== undefined) {
			const data1 = data.token1ValueInUsd;
			if (typeof data1 != "number") typeFail(errors, path + "/token1ValueInUsd", "#/properties/token1ValueInUsd", "number");
		}
		if (data.totalValueInSats !== undefined) checkUintString(errors, data.totalValueInSats, path, "#/properties/totalValueInSats", "totalValueInSats");
		if (data.totalValueInUsd !== undefined) {
			const data2 = data.totalValueInUsd;
			if (typeof data2 != "number") typeFail(errors, path + "/totalValueInUsd", "#/properties/totalValueInUsd", "number");
		}
	} else typeFail(errors, path, "#", "object");
	Position.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
