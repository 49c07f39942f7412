// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { isObject, pattern, patternFail, typeFail } from "@gw/runtime/validator-support";
import { PoolDetails } from "./PoolDetails.js";

const pattern0 = pattern("^(0|[1-9][0-9]*)$", "u");

export function Position(data, path = "") {
	const errors = [];
	if (!PoolDetails(data, path)) errors.push(...PoolDetails.errors);
	if (isObject(data)) {
		if (data.balance !== undefined) checkUintString(errors, data.balance, path + "/balance", "#/properties/balance");
		if (data.token0ValueInSats !== undefined) checkUintString(errors, data.token0ValueInSats, path + "/token0ValueInSats", "#/properties/token0ValueInSats");
		if (data.token1ValueInSats !== undefined) checkUintString(errors, data.token1ValueInSats, path + "/token1ValueInSats", "#/properties/token1ValueInSats");
		if (data.token0ValueInUsd !== undefined) {
			const data0 = data.token0ValueInUsd;
			if (typeof data0 != "number") typeFail(errors, path + "/token0ValueInUsd", "#/properties/token0ValueInUsd", "number");
		}
		if (data.token1ValueInUsd !== undefined) {
			const data1 = data.token1ValueInUsd;
			if (typeof data1 != "number") typeFail(errors, path + "/token1ValueInUsd", "#/properties/token1ValueInUsd", "number");
		}
		if (data.totalValueInSats !== undefined) checkUintString(errors, data.totalValueInSats, path + "/totalValueInSats", "#/properties/totalValueInSats");
		if (data.totalValueInUsd !== undefined) {
			const data2 = data.totalValueInUsd;
			if (typeof data2 != "number") typeFail(errors, path + "/totalValueInUsd", "#/properties/totalValueInUsd", "number");
		}
	} else typeFail(errors, path, "#", "object");
	Position.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `UintString`, checked where it is used. */
function checkUintString(errors, data, path, schemaPath, propertyName) {
	if (typeof data == "string") {
		if (!pattern0.test(data)) patternFail(errors, path, schemaPath, "^(0|[1-9][0-9]*)$", propertyName);
	} else typeFail(errors, path, schemaPath, "string", propertyName);
}
