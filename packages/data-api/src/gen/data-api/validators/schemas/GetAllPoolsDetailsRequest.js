// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { additionalFail, fail, failed, isInteger, isObject, join, limitFail, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { IdObject } from "@gw/runtime/common-validators/IdObject";
import { checkBitcoinAddress } from "@gw/runtime/common-validators/BitcoinAddress";

const names0 = new Set(["factoryId","limit","offset","sort_by","order","address","searchQuery"]);
const values1 = new Set(["tvl","volume1d","volume30d","apr","tvlChange"]);
const values2 = ["asc","desc"];

export function GetAllPoolsDetailsRequest(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.factoryId === undefined) requiredFail(errors, path, "#", "factoryId");
		for (const key0 in data) {
			if (!(names0.has(key0))) additionalFail(errors, path, "#", key0);
		}
		if (data.factoryId !== undefined) {
			if (!IdObject(data.factoryId)) errors.push(...failed(IdObject, data.factoryId, path + "/factoryId"));
		}
		if (data.limit !== undefined) checkNonNegativeInteger(errors, data.limit, path, "#/properties/limit", "limit");
		if (data.offset !== undefined) checkNonNegativeInteger(errors, data.offset, path, "#/properties/offset", "offset");
		if (data.sort_by !== undefined) {
			const data1 = data.sort_by;
			if (typeof data1 != "string") typeFail(errors, path + "/sort_by", "#/properties/sort_by", "string");
			if (!values1.has(data1)) fail(errors, path + "/sort_by", "#/properties/sort_by/enum", "enum", { allowedValues: [...values1] }, "must be equal to one of the allowed values");
		}
		if (data.order !== undefined) {
			const data2 = data.order;
			if (typeof data2 != "string") typeFail(errors, path + "/order", "#/properties/order", "string");
			if (!values2.includes(data2)) fail(errors, path + "/order", "#/properties/order/enum", "enum", { allowedValues: values2 }, "must be equal to one of the allowed values");
		}
		if (data.address !== undefined) checkBitcoinAddress(errors, data.address, path, "#/properties/address", "address");
		if (data.searchQuery !== undefined) {
			const data3 = data.searchQuery;
			if (typeof data3 != "string") typeFail(errors, path + "/searchQuery", "#/properties/searchQuery", "string");
		}
	} else typeFail(errors, path, "#", "object");
	GetAllPoolsDetailsRequest.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `NonNegativeInteger`, checked where it is used: the value's path is `path` and `key` (joined when an error is reported). */
function checkNonNegativeInteger(errors, data, path, schemaPath, key, propertyName) {
	if (!isInteger(data)) typeFail(errors, join(path, key), schemaPath, "integer", propertyName);
	if (typeof data == "number") {
		if (data < 0 || isNaN(data)) limitFail(errors, join(path, key), schemaPath, "minimum", 0, propertyName);
	}
}
