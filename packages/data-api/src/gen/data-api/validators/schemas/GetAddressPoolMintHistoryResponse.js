// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { failed, isInteger, isObject, typeFail } from "@gw/runtime/validator-support";
import { LiquidityRecord } from "./LiquidityRecord.js";
import { RestSuccessEnvelope } from "@gw/runtime/common-validators/RestSuccessEnvelope";

export function GetAddressPoolMintHistoryResponse(data, path = "") {
	const errors = [];
	if (!RestSuccessEnvelope(data, path)) errors.push(...RestSuccessEnvelope.errors);
	if (isObject(data)) {
		if (data.data !== undefined) {
			const data0 = data.data;
			if (isObject(data0)) {
				if (data0.items !== undefined) {
					const data1 = data0.items;
					if (Array.isArray(data1)) {
						const path0 = path + "/data" + "/items";
						for (let i2 = 0; i2 < data1.length; i2++) {
							if (!LiquidityRecord(data1[i2])) errors.push(...failed(LiquidityRecord, data1[i2], path0 + "/" + i2));
						}
					} else typeFail(errors, path + "/data" + "/items", "#/allOf/1/properties/data/properties/items", "array");
				}
				if (data0.total !== undefined) {
					const data3 = data0.total;
					if (!isInteger(data3)) typeFail(errors, path + "/data" + "/total", "#/allOf/1/properties/data/properties/total", "integer");
				}
				if (data0.count !== undefined) {
					const data4 = data0.count;
					if (!isInteger(data4)) typeFail(errors, path + "/data" + "/count", "#/allOf/1/properties/data/properties/count", "integer");
				}
				if (data0.offset !== undefined) {
					const data5 = data0.offset;
					if (!isInteger(data5)) typeFail(errors, path + "/data" + "/offset", "#/allOf/1/properties/data/properties/offset", "integer");
				}
			}
		}
	} else typeFail(errors, path, "#/allOf/1", "object");
	GetAddressPoolMintHistoryResponse.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
