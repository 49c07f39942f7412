// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { failed, isObject, typeFail } from "@gw/runtime/validator-support";
import { IdObject } from "@gw/runtime/common-validators/IdObject";
import { checkUintString } from "@gw/runtime/common-validators/UintString";

export function AlkaneBalance(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.name !== undefined) {
			const data0 = data.name;
			if (typeof data0 != "string") typeFail(errors, path + "/name", "#/properties/name", "string");
		}
		if (data.symbol !== undefined) {
			const data1 = data.symbol;
			if (typeof data1 != "string") typeFail(errors, path + "/symbol", "#/properties/symbol", "string");
		}
		if (data.balance !== undefined) checkUintString(errors, data.balance, path, "#/properties/balance", "balance");
		if (data.alkaneId !== undefined) {
			if (!IdObject(data.alkaneId)) errors.push(...failed(IdObject, data.alkaneId, path + "/alkaneId"));
		}
		if (data.tokenImage !== undefined) {
			const data2 = data.tokenImage;
			if (typeof data2 != "string") typeFail(errors, path + "/tokenImage", "#/properties/tokenImage", "string");
		}
		if (data.floorPrice !== undefined) {
			const data3 = data.floorPrice;
			if (typeof data3 != "number") typeFail(errors, path + "/floorPrice", "#/properties/floorPrice", "number");
		}
		if (data.priceUsd !== undefined) {
			const data4 = data.priceUsd;
			if (typeof data4 != "number") typeFail(errors, path + "/priceUsd", "#/properties/priceUsd", "number");
		}
		if (data.busdPoolPriceInUsd !== undefined) {
			const data5 = data.busdPoolPriceInUsd;
			if (typeof data5 != "number") typeFail(errors, path + "/busdPoolPriceInUsd", "#/properties/busdPoolPriceInUsd", "number");
		}
		if (data.priceInSatoshi !== undefined) checkUintString(errors, data.priceInSatoshi, path, "#/properties/priceInSatoshi", "priceInSatoshi");
		if (data.frbtcPoolPriceInSats !== undefined) checkUintString(errors, data.frbtcPoolPriceInSats, path, "#/properties/frbtcPoolPriceInSats", "frbtcPoolPriceInSats");
		if (data.idClubMarketplace !== undefined) {
			const data6 = data.idClubMarketplace;
			if (typeof data6 != "boolean") typeFail(errors, path + "/idClubMarketplace", "#/properties/idClubMarketplace", "boolean");
		}
	} else typeFail(errors, path, "#", "object");
	AlkaneBalance.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
