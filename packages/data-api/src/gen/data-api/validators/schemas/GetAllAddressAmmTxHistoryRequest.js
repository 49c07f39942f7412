// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { additionalFail, fail, failed, isInteger, isObject, join, limitFail, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { IdObject } from "@gw/runtime/common-validators/IdObject";
import { checkBitcoinAddress } from "@gw/runtime/common-validators/BitcoinAddress";

const names0 = new Set(["address","count","transactionType","poolId","offset","successful","includeTotal"]);
const values1 = new Set(["swap","mint","burn","creation","wrap","unwrap"]);

export function GetAllAddressAmmTxHistoryRequest(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.address === undefined) requiredFail(errors, path, "#", "address");
		for (const key0 in data) {
			if (!(names0.has(key0))) additionalFail(errors, path, "#", key0);
		}
		if (data.address !== undefined) checkBitcoinAddress(errors, data.address, path, "#/properties/address", "address");
		if (data.count !== undefined) checkNonNegativeInteger(errors, data.count, path, "#/properties/count", "count");
		if (data.transactionType !== undefined) checkAmmTransactionType(errors, data.transactionType, path, "#/properties/transactionType", "transactionType");
		if (data.poolId !== undefined) {
			if (!IdObject(data.poolId)) errors.push(...failed(IdObject, data.poolId, path + "/poolId"));
		}
		if (data.offset !== undefined) checkNonNegativeInteger(errors, data.offset, path, "#/properties/offset", "offset");
		if (data.successful !== undefined) {
			const data1 = data.successful;
			if (typeof data1 != "boolean") typeFail(errors, path + "/successful", "#/properties/successful", "boolean");
		}
		if (data.includeTotal !== undefined) {
			const data2 = data.includeTotal;
			if (typeof data2 != "boolean") typeFail(errors, path + "/includeTotal", "#/properties/includeTotal", "boolean");
		}
	} else typeFail(errors, path, "#", "object");
	GetAllAddressAmmTxHistoryRequest.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `AmmTransactionType`, checked where it is used: the value's path is `path` and `key` (joined when an error is reported). */
function checkAmmTransactionType(errors, data, path, schemaPath, key, propertyName) {
	if (typeof data != "string") typeFail(errors, join(path, key), schemaPath, "string", propertyName);
	if (!values1.has(data)) fail(errors, join(path, key), schemaPath + "/enum", "enum", { allowedValues: [...values1] }, "must be equal to one of the allowed values", propertyName);
}

/** `NonNegativeInteger`, checked where it is used: the value's path is `path` and `key` (joined when an error is reported). */
function checkNonNegativeInteger(errors, data, path, schemaPath, key, propertyName) {
	if (!isInteger(data)) typeFail(errors, join(path, key), schemaPath, "integer", propertyName);
	if (typeof data == "number") {
		if (data < 0 || isNaN(data)) limitFail(errors, join(path, key), schemaPath, "minimum", 0, propertyName);
	}
}
