// Generated from specs/openapi/opi.yaml by tools/codegen. Do not edit.

import { isInteger, isObject, limitFail, requiredFail, typeFail } from "@gw/runtime/validator-support";

export function BalancesHash(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.current_balances_hash === undefined) requiredFail(errors, path, "#", "current_balances_hash");
		if (data.indexer_version === undefined) requiredFail(errors, path, "#", "indexer_version");
		if (data.block_height === undefined) requiredFail(errors, path, "#", "block_height");
		if (data.current_balances_hash !== undefined) {
			const data0 = data.current_balances_hash;
			if (typeof data0 != "string") typeFail(errors, path + "/current_balances_hash", "#/properties/current_balances_hash", "string");
		}
		if (data.indexer_version !== undefined) {
			const data1 = data.indexer_version;
			if (typeof data1 != "string") typeFail(errors, path + "/indexer_version", "#/properties/indexer_version", "string");
		}
		if (data.block_height !== undefined) {
			const data2 = data.block_height;
			if (!isInteger(data2)) typeFail(errors, path + "/block_height", "#/properties/block_height", "integer");
			if (typeof data2 == "number") {
				if (data2 < 0 || isNaN(data2)) limitFail(errors, path + "/block_height", "#/properties/block_height", "minimum", 0);
			}
		}
	} else typeFail(errors, path, "#", "object");
	BalancesHash.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
